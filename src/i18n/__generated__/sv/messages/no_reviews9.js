/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const sv_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här artikeln har inga omdömen än.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = sv_no_reviews9;
export { no_reviews9 as "NO_REVIEWS" }