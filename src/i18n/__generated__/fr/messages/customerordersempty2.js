/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordersempty2Inputs */

const fr_customerordersempty2 = /** @type {(inputs: Customerordersempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez rien commandé au cours des 12 derniers mois.`)
};

/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerordersempty2 = fr_customerordersempty2;
export { customerordersempty2 as "customerOrdersEmpty" }