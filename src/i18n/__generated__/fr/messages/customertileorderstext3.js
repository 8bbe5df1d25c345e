/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorderstext3Inputs */

const fr_customertileorderstext3 = /** @type {(inputs: Customertileorderstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos commandes des 12 derniers mois et vos retours`)
};

/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertileorderstext3 = fr_customertileorderstext3;
export { customertileorderstext3 as "customerTileOrdersText" }