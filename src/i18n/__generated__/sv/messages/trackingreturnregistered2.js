/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnregistered2Inputs */

const sv_trackingreturnregistered2 = /** @type {(inputs: Trackingreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrerad`)
};

/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturnregistered2 = sv_trackingreturnregistered2;
export { trackingreturnregistered2 as "trackingReturnRegistered" }