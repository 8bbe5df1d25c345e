/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivatetitle2Inputs */

const sk_newsletteractivatetitle2 = /** @type {(inputs: Newsletteractivatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrdenie odberu newslettera`)
};

/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletteractivatetitle2 = sk_newsletteractivatetitle2;
export { newsletteractivatetitle2 as "newsletterActivateTitle" }