/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productresponsibleperson2Inputs */

const cs_productresponsibleperson2 = /** @type {(inputs: Productresponsibleperson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odpovědný hospodářský subjekt v EU`)
};

/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productresponsibleperson2 = cs_productresponsibleperson2;
export { productresponsibleperson2 as "productResponsiblePerson" }