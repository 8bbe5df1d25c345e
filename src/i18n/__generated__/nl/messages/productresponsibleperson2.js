/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productresponsibleperson2Inputs */

const nl_productresponsibleperson2 = /** @type {(inputs: Productresponsibleperson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verantwoordelijke marktdeelnemer in de EU`)
};

/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productresponsibleperson2 = nl_productresponsibleperson2;
export { productresponsibleperson2 as "productResponsiblePerson" }