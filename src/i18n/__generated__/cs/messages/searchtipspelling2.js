/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipspelling2Inputs */

const cs_searchtipspelling2 = /** @type {(inputs: Searchtipspelling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zkontrolujte pravopis nebo zkuste obecnější výraz.`)
};

/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchtipspelling2 = cs_searchtipspelling2;
export { searchtipspelling2 as "searchTipSpelling" }