/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletternewsletter1Inputs */

const de_newsletternewsletter1 = /** @type {(inputs: Newsletternewsletter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

/**

* @param {Newsletternewsletter1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletternewsletter1 = de_newsletternewsletter1;
export { newsletternewsletter1 as "newsletterNewsletter" }