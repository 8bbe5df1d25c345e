/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productresponsibleperson2Inputs */

const sv_productresponsibleperson2 = /** @type {(inputs: Productresponsibleperson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansvarig ekonomisk aktör i EU`)
};

/**

* @param {Productresponsibleperson2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productresponsibleperson2 = sv_productresponsibleperson2;
export { productresponsibleperson2 as "productResponsiblePerson" }