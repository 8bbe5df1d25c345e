/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productresponsibleperson2Inputs */

const de_productresponsibleperson2 = /** @type {(inputs: Productresponsibleperson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verantwortlicher Wirtschaftsakteur in der EU`)
};

/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productresponsibleperson2 = de_productresponsibleperson2;
export { productresponsibleperson2 as "productResponsiblePerson" }