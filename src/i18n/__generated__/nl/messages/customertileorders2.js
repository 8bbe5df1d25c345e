/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorders2Inputs */

const nl_customertileorders2 = /** @type {(inputs: Customertileorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellingen & retouren`)
};

/**

* @param {Customertileorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertileorders2 = nl_customertileorders2;
export { customertileorders2 as "customerTileOrders" }