/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipnumber2Inputs */

const sv_searchtipnumber2 = /** @type {(inputs: Searchtipnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sök med artikelnumret från katalogen.`)
};

/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchtipnumber2 = sv_searchtipnumber2;
export { searchtipnumber2 as "searchTipNumber" }