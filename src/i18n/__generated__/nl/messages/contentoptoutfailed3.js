/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentoptoutfailed3Inputs */

const nl_contentoptoutfailed3 = /** @type {(inputs: Contentoptoutfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bezwaar kon niet worden opgeslagen. Probeer het later nog eens.`)
};

/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentoptoutfailed3 = nl_contentoptoutfailed3;
export { contentoptoutfailed3 as "contentOptOutFailed" }