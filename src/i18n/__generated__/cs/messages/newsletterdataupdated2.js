/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterdataupdated2Inputs */

const cs_newsletterdataupdated2 = /** @type {(inputs: Newsletterdataupdated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše změny byly uloženy.`)
};

/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterdataupdated2 = cs_newsletterdataupdated2;
export { newsletterdataupdated2 as "newsletterDataUpdated" }