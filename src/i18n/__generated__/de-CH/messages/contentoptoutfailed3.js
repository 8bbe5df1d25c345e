/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentoptoutfailed3Inputs */

const de_ch2_contentoptoutfailed3 = /** @type {(inputs: Contentoptoutfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Widerspruch konnte nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentoptoutfailed3 = de_ch2_contentoptoutfailed3;
export { contentoptoutfailed3 as "contentOptOutFailed" }