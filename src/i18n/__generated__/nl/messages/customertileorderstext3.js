/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorderstext3Inputs */

const nl_customertileorderstext3 = /** @type {(inputs: Customertileorderstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestellingen van de afgelopen 12 maanden en je retouren`)
};

/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertileorderstext3 = nl_customertileorderstext3;
export { customertileorderstext3 as "customerTileOrdersText" }