/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentoptoutfailed3Inputs */

const cs_contentoptoutfailed3 = /** @type {(inputs: Contentoptoutfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš nesouhlas se nepodařilo uložit. Zkuste to prosím později.`)
};

/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentoptoutfailed3 = cs_contentoptoutfailed3;
export { contentoptoutfailed3 as "contentOptOutFailed" }