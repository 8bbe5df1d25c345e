/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentoptoutfailed3Inputs */

const sv_contentoptoutfailed3 = /** @type {(inputs: Contentoptoutfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din invändning kunde inte sparas. Försök igen senare.`)
};

/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentoptoutfailed3 = sv_contentoptoutfailed3;
export { contentoptoutfailed3 as "contentOptOutFailed" }