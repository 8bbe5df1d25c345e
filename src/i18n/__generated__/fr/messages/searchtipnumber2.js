/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipnumber2Inputs */

const fr_searchtipnumber2 = /** @type {(inputs: Searchtipnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherchez avec le numéro d'article du catalogue.`)
};

/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchtipnumber2 = fr_searchtipnumber2;
export { searchtipnumber2 as "searchTipNumber" }