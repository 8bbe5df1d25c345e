/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipspelling2Inputs */

const de_ch2_searchtipspelling2 = /** @type {(inputs: Searchtipspelling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.`)
};

/**

* @param {Searchtipspelling2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const searchtipspelling2 = de_ch2_searchtipspelling2;
export { searchtipspelling2 as "searchTipSpelling" }