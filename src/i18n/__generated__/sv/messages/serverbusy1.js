/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverbusy1Inputs */

const sv_serverbusy1 = /** @type {(inputs: Serverbusy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just nu är det många som handlar i butiken. Försök igen om några sekunder.`)
};

/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverbusy1 = sv_serverbusy1;
export { serverbusy1 as "serverBusy" }