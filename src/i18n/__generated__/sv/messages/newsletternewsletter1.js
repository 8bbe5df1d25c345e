/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletternewsletter1Inputs */

const sv_newsletternewsletter1 = /** @type {(inputs: Newsletternewsletter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nyhetsbrev`)
};

/**

* @param {Newsletternewsletter1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletternewsletter1 = sv_newsletternewsletter1;
export { newsletternewsletter1 as "newsletterNewsletter" }