/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivatetitle2Inputs */

const nl_newsletteractivatetitle2 = /** @type {(inputs: Newsletteractivatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelding voor de nieuwsbrief bevestigen`)
};

/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteractivatetitle2 = nl_newsletteractivatetitle2;
export { newsletteractivatetitle2 as "newsletterActivateTitle" }