/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterdataupdated2Inputs */

const nl_newsletterdataupdated2 = /** @type {(inputs: Newsletterdataupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je wijzigingen zijn opgeslagen.`)
};

/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterdataupdated2 = nl_newsletterdataupdated2;
export { newsletterdataupdated2 as "newsletterDataUpdated" }