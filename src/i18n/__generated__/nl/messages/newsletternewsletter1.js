/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletternewsletter1Inputs */

const nl_newsletternewsletter1 = /** @type {(inputs: Newsletternewsletter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwsbrief`)
};

/**

* @param {Newsletternewsletter1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletternewsletter1 = nl_newsletternewsletter1;
export { newsletternewsletter1 as "newsletterNewsletter" }