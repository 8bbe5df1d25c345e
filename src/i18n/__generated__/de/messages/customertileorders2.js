/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorders2Inputs */

const de_customertileorders2 = /** @type {(inputs: Customertileorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen & Retouren`)
};

/**

* @param {Customertileorders2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertileorders2 = de_customertileorders2;
export { customertileorders2 as "customerTileOrders" }