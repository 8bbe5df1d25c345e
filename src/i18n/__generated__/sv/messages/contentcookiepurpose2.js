/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcookiepurpose2Inputs */

const sv_contentcookiepurpose2 = /** @type {(inputs: Contentcookiepurpose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syfte`)
};

/**

* @param {Contentcookiepurpose2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcookiepurpose2 = sv_contentcookiepurpose2;
export { contentcookiepurpose2 as "contentCookiePurpose" }