/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivating1Inputs */

const fr_newsletteractivating1 = /** @type {(inputs: Newsletteractivating1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre inscription …`)
};

/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteractivating1 = fr_newsletteractivating1;
export { newsletteractivating1 as "newsletterActivating" }