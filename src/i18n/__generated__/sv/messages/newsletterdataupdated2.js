/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterdataupdated2Inputs */

const sv_newsletterdataupdated2 = /** @type {(inputs: Newsletterdataupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dina ändringar har sparats.`)
};

/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterdataupdated2 = sv_newsletterdataupdated2;
export { newsletterdataupdated2 as "newsletterDataUpdated" }