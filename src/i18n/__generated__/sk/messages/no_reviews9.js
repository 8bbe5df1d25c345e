/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Reviews9Inputs */

const sk_no_reviews9 = /** @type {(inputs: No_Reviews9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento tovar zatiaľ nikto nehodnotil.`)
};

/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const no_reviews9 = sk_no_reviews9;
export { no_reviews9 as "NO_REVIEWS" }