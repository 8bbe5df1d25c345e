/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivating1Inputs */

const cs_newsletteractivating1 = /** @type {(inputs: Newsletteractivating1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzujeme Vaše přihlášení …`)
};

/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteractivating1 = cs_newsletteractivating1;
export { newsletteractivating1 as "newsletterActivating" }