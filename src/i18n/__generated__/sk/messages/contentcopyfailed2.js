/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcopyfailed2Inputs */

const sk_contentcopyfailed2 = /** @type {(inputs: Contentcopyfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kód sa nepodarilo skopírovať. Označte si ho a skopírujte ho prosím sami.`)
};

/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcopyfailed2 = sk_contentcopyfailed2;
export { contentcopyfailed2 as "contentCopyFailed" }