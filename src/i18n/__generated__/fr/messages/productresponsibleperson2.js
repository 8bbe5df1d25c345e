/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productresponsibleperson2Inputs */

const fr_productresponsibleperson2 = /** @type {(inputs: Productresponsibleperson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opérateur économique responsable dans l’UE`)
};

/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productresponsibleperson2 = fr_productresponsibleperson2;
export { productresponsibleperson2 as "productResponsiblePerson" }