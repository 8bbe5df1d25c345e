/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentoptoutfailed3Inputs */

const fr_contentoptoutfailed3 = /** @type {(inputs: Contentoptoutfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre opposition n'a pas pu être enregistrée. Veuillez réessayer plus tard.`)
};

/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentoptoutfailed3 = fr_contentoptoutfailed3;
export { contentoptoutfailed3 as "contentOptOutFailed" }