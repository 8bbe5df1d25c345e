/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productresponsibleperson2Inputs */

const sk_productresponsibleperson2 = /** @type {(inputs: Productresponsibleperson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zodpovedný hospodársky subjekt v EÚ`)
};

/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productresponsibleperson2 = sk_productresponsibleperson2;
export { productresponsibleperson2 as "productResponsiblePerson" }