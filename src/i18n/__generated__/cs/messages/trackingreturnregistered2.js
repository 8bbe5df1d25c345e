/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnregistered2Inputs */

const cs_trackingreturnregistered2 = /** @type {(inputs: Trackingreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlášeno`)
};

/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturnregistered2 = cs_trackingreturnregistered2;
export { trackingreturnregistered2 as "trackingReturnRegistered" }