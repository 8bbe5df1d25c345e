/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipspelling2Inputs */

const nl_searchtipspelling2 = /** @type {(inputs: Searchtipspelling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controleer de spelling of probeer een algemenere zoekterm.`)
};

/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchtipspelling2 = nl_searchtipspelling2;
export { searchtipspelling2 as "searchTipSpelling" }