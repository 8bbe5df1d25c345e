/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivating1Inputs */

const sv_newsletteractivating1 = /** @type {(inputs: Newsletteractivating1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din anmälan bekräftas …`)
};

/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteractivating1 = sv_newsletteractivating1;
export { newsletteractivating1 as "newsletterActivating" }