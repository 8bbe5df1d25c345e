/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivatetitle2Inputs */

const cs_newsletteractivatetitle2 = /** @type {(inputs: Newsletteractivatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potvrzení odběru newsletteru`)
};

/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteractivatetitle2 = cs_newsletteractivatetitle2;
export { newsletteractivatetitle2 as "newsletterActivateTitle" }