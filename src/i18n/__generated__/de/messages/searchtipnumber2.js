/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipnumber2Inputs */

const de_searchtipnumber2 = /** @type {(inputs: Searchtipnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen Sie mit der Artikelnummer aus dem Katalog.`)
};

/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const searchtipnumber2 = de_searchtipnumber2;
export { searchtipnumber2 as "searchTipNumber" }