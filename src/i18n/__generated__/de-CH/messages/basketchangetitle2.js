/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangetitle2Inputs */

const de_ch2_basketchangetitle2 = /** @type {(inputs: Basketchangetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel ändern`)
};

/**

* @param {Basketchangetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketchangetitle2 = de_ch2_basketchangetitle2;
export { basketchangetitle2 as "basketChangeTitle" }