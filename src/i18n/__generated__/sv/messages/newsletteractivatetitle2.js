/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivatetitle2Inputs */

const sv_newsletteractivatetitle2 = /** @type {(inputs: Newsletteractivatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bekräfta prenumerationen`)
};

/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteractivatetitle2 = sv_newsletteractivatetitle2;
export { newsletteractivatetitle2 as "newsletterActivateTitle" }