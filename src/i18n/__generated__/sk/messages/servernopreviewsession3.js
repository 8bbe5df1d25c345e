/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servernopreviewsession3Inputs */

const sk_servernopreviewsession3 = /** @type {(inputs: Servernopreviewsession3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Žiadna relácia náhľadu`)
};

/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const servernopreviewsession3 = sk_servernopreviewsession3;
export { servernopreviewsession3 as "serverNoPreviewSession" }