/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Servernopreviewsession3Inputs */

const nl_servernopreviewsession3 = /** @type {(inputs: Servernopreviewsession3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen previewsessie`)
};

/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const servernopreviewsession3 = nl_servernopreviewsession3;
export { servernopreviewsession3 as "serverNoPreviewSession" }