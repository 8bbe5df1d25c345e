/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivating1Inputs */

const sk_newsletteractivating1 = /** @type {(inputs: Newsletteractivating1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdzujeme Vaše prihlásenie …`)
};

/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletteractivating1 = sk_newsletteractivating1;
export { newsletteractivating1 as "newsletterActivating" }