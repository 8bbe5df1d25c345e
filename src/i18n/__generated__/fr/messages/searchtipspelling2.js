/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipspelling2Inputs */

const fr_searchtipspelling2 = /** @type {(inputs: Searchtipspelling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez l'orthographe ou essayez un terme plus général.`)
};

/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchtipspelling2 = fr_searchtipspelling2;
export { searchtipspelling2 as "searchTipSpelling" }