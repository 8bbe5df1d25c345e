/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveries2Inputs */

const de_ch2_customertiledeliveries2 = /** @type {(inputs: Customertiledeliveries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferungen`)
};

/**

* @param {Customertiledeliveries2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customertiledeliveries2 = de_ch2_customertiledeliveries2;
export { customertiledeliveries2 as "customerTileDeliveries" }