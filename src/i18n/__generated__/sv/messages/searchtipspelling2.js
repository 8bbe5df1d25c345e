/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipspelling2Inputs */

const sv_searchtipspelling2 = /** @type {(inputs: Searchtipspelling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollera stavningen eller prova ett mer allmänt sökord.`)
};

/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchtipspelling2 = sv_searchtipspelling2;
export { searchtipspelling2 as "searchTipSpelling" }