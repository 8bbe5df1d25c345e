/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipnumber2Inputs */

const cs_searchtipnumber2 = /** @type {(inputs: Searchtipnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hledejte podle čísla zboží z katalogu.`)
};

/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchtipnumber2 = cs_searchtipnumber2;
export { searchtipnumber2 as "searchTipNumber" }