/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentoptoutfailed3Inputs */

const sk_contentoptoutfailed3 = /** @type {(inputs: Contentoptoutfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš nesúhlas sa nepodarilo uložiť. Skúste to prosím neskôr.`)
};

/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentoptoutfailed3 = sk_contentoptoutfailed3;
export { contentoptoutfailed3 as "contentOptOutFailed" }