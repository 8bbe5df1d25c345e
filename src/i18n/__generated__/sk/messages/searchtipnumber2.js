/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipnumber2Inputs */

const sk_searchtipnumber2 = /** @type {(inputs: Searchtipnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadajte podľa čísla tovaru z katalógu.`)
};

/**

* @param {Searchtipnumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchtipnumber2 = sk_searchtipnumber2;
export { searchtipnumber2 as "searchTipNumber" }