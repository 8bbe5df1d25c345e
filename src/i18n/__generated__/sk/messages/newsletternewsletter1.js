/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletternewsletter1Inputs */

const sk_newsletternewsletter1 = /** @type {(inputs: Newsletternewsletter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

/**

* @param {Newsletternewsletter1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletternewsletter1 = sk_newsletternewsletter1;
export { newsletternewsletter1 as "newsletterNewsletter" }