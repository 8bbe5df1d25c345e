/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorderstext3Inputs */

const de_ch2_customertileorderstext3 = /** @type {(inputs: Customertileorderstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Bestellungen der letzten 12 Monate und Ihre Retouren`)
};

/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customertileorderstext3 = de_ch2_customertileorderstext3;
export { customertileorderstext3 as "customerTileOrdersText" }