/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipspelling2Inputs */

const sk_searchtipspelling2 = /** @type {(inputs: Searchtipspelling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skontrolujte pravopis alebo skúste všeobecnejší výraz.`)
};

/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchtipspelling2 = sk_searchtipspelling2;
export { searchtipspelling2 as "searchTipSpelling" }